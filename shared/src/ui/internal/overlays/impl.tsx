// The overlay behaviour behind the kit's Dialog: Radix's dialog primitive (focus trap, light
// dismiss). Loaded lazily (see load.ts, ADR 0009): nothing here may be imported by a component
// module directly.
import { useTheme, type CSSObject } from '@emotion/react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useEffect, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { SURVEY_DIALOG_HEIGHT, SURVEY_DIALOG_WIDTH } from '../../constants.ts';
import { CloseIcon } from '../../icons/icons.tsx';
import { useUiText } from '../../text.tsx';
import { IconButton } from '../../components/IconButton.tsx';
import { fadeIn, fadeOut, popOut, riseIn } from '../animations.ts';
import { getFocusable, type Direction } from '../dom.ts';

/** Keeps our own exit timing (docs/product.md: disposed 150 ms after hiding): the parts stay mounted while the kit's presence says so. */
const KEEP = true as const;

/**
 * Runs `effect` when shown (on mount while open, and on every reopen). Rendered inside the portalled
 * content, since the library's portal mounts a render later than the component that holds it; a
 * passive effect, so the content's own ref is attached by then.
 */
function OnShow({ open, effect }: { open: boolean; effect: () => void }) {
  const latest = useRef(effect);
  useLayoutEffect(() => {
    latest.current = effect;
  });
  useEffect(() => {
    if (open) latest.current();
  }, [open]);
  return null;
}

// ---------------------------------------------------------------------------------------------
// Dialog

export type DialogSize = 'small' | 'medium' | 'large' | 'survey' | 'fullscreen';

export interface DialogPanelProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  hideTitle?: boolean;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  size: DialogSize;
  placement: 'center' | 'bottom-end';
  modal: boolean;
  flush: boolean;
  closeOnBackdropClick: boolean;
  hideCloseButton: boolean;
  initialFocusRef?: RefObject<HTMLElement | null>;
  dir?: Direction;
  className?: string;
}

const widths: Record<DialogSize, string> = {
  small: '400px',
  medium: '520px',
  large: '800px',
  survey: `${SURVEY_DIALOG_WIDTH}px`,
  fullscreen: '100vw',
};

const visuallyHidden: CSSObject = { position: 'absolute', inlineSize: 1, blockSize: 1, overflow: 'hidden', clip: 'rect(0,0,0,0)' };

export function DialogPanel({
  open,
  onClose,
  title,
  hideTitle,
  description,
  children,
  footer,
  size,
  placement,
  modal,
  flush,
  closeOnBackdropClick,
  hideCloseButton,
  initialFocusRef,
  dir,
  className,
}: DialogPanelProps) {
  const t = useTheme();
  const text = useUiText();
  const panel = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);

  // Focus on every (re)open; the library's mount-time autofocus is turned off below.
  const focusInside = () => {
    if (!modal) return;
    const target = initialFocusRef?.current ?? (body.current && getFocusable(body.current)[0]) ?? panel.current;
    target?.focus();
  };

  const isSurvey = size === 'survey';
  const isFull = size === 'fullscreen';
  const corner = placement === 'bottom-end';
  const panelCss: CSSObject = {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    inlineSize: isFull ? '100vw' : `min(${widths[size]}, calc(100vw - 24px))`,
    blockSize: isSurvey ? `min(${SURVEY_DIALOG_HEIGHT}px, calc(100dvh - 24px))` : isFull ? '100dvh' : undefined,
    maxBlockSize: isFull ? '100dvh' : 'calc(100dvh - 24px)',
    backgroundColor: t.color.elevated,
    color: t.color.text,
    border: isFull ? 'none' : `1px solid ${t.color.border}`,
    borderRadius: isFull ? 0 : t.radius.xl,
    boxShadow: t.shadow.lg,
    overflow: 'hidden',
    pointerEvents: 'auto',
    animation: `${open ? riseIn : popOut} ${open ? t.motion.base : t.motion.fast} ${t.motion.easeOut} both`,
    '&:focus-visible': { outline: 'none' },
  };

  const backdrop = (
    <div
      data-testid="dialog-backdrop"
      aria-hidden="true"
      css={{
        position: 'absolute',
        inset: 0,
        pointerEvents: open ? 'auto' : 'none',
        backgroundColor: t.color.overlay,
        backdropFilter: 'blur(6px)',
        animation: `${open ? fadeIn : fadeOut} ${t.motion.fast} ${t.motion.easing} both`,
      }}
    />
  );

  return (
    // Modal only while open: during the exit the page is usable again (no aria-hidden siblings, no
    // blocked pointer, no scroll lock) and only the look of the backdrop fades.
    <RadixDialog.Root open={open} onOpenChange={(next) => !next && open && onClose()} modal={modal && open}>
      <RadixDialog.Portal forceMount={KEEP}>
        <div
          dir={dir}
          css={{
            position: 'fixed',
            inset: 0,
            zIndex: t.zIndex.modal,
            display: 'flex',
            alignItems: corner ? 'flex-end' : 'center',
            justifyContent: corner ? 'flex-end' : 'center',
            padding: isFull ? 0 : corner ? t.space(4) : t.space(3),
            pointerEvents: 'none',
          }}
        >
          {modal && open ? <RadixDialog.Overlay asChild>{backdrop}</RadixDialog.Overlay> : modal ? backdrop : null}
          <RadixDialog.Content
            forceMount={KEEP}
            ref={panel}
            aria-modal={modal || undefined}
            // Without a description, say so (the library otherwise points at a missing element).
            {...(description ? {} : { 'aria-describedby': undefined })}
            tabIndex={-1}
            data-size={size}
            className={className}
            onOpenAutoFocus={(e) => e.preventDefault()}
            // The kit's Dialog gives focus back to its opener itself, at once rather than after the exit.
            onCloseAutoFocus={(e) => e.preventDefault()}
            onPointerDownOutside={(e) => {
              if (!modal || !closeOnBackdropClick) e.preventDefault();
            }}
            onInteractOutside={(e) => {
              // A non-modal dialog (the corner prompt) stays while the page is used.
              if (!modal) e.preventDefault();
            }}
            css={panelCss}
          >
            <header
              css={{
                display: 'flex',
                alignItems: 'flex-start',
                gap: t.space(3),
                paddingBlock: hideTitle ? t.space(2) : t.space(5, 0),
                paddingInline: t.space(6, 4),
                ...(hideTitle ? { position: 'absolute', insetInlineEnd: 0, insetBlockStart: 0, zIndex: 1 } : {}),
                ...(flush && !hideTitle ? { paddingBlockEnd: t.space(4), borderBlockEnd: `1px solid ${t.color.border}` } : {}),
              }}
            >
              <div css={{ flex: 1, minInlineSize: 0, paddingBlockStart: t.space(1) }}>
                <RadixDialog.Title css={hideTitle ? visuallyHidden : { ...t.text.h3, margin: 0 }}>{title}</RadixDialog.Title>
                {description ? (
                  <RadixDialog.Description css={{ ...t.text.bodySmall, color: t.color.textMuted, marginBlockStart: t.space(1) }}>
                    {description}
                  </RadixDialog.Description>
                ) : null}
              </div>
              {hideCloseButton ? null : (
                <IconButton aria-label={text.close} onClick={onClose} variant={hideTitle ? 'overlay' : 'ghost'}>
                  <CloseIcon />
                </IconButton>
              )}
            </header>
            <div
              ref={body}
              css={{
                flex: 1,
                minBlockSize: 0,
                overflowY: 'auto',
                padding: flush ? 0 : t.space(4, 6, footer ? 2 : 6),
                display: flush ? 'flex' : undefined,
                flexDirection: 'column',
                color: t.color.textMuted,
                ...t.text.body,
              }}
            >
              {children}
            </div>
            {footer ? (
              <footer css={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: t.space(3), padding: t.space(4, 6, 6) }}>{footer}</footer>
            ) : null}
            <OnShow open={open} effect={focusInside} />
          </RadixDialog.Content>
        </div>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
