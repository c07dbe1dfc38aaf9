import { useTheme, type CSSObject } from '@emotion/react';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { SURVEY_DIALOG_HEIGHT, SURVEY_DIALOG_WIDTH } from '../constants.ts';
import { CloseIcon } from '../icons/icons.tsx';
import { fadeIn, fadeOut, popOut, riseIn } from '../internal/animations.ts';
import { getDir, getFocusable, type Direction } from '../internal/dom.ts';
import { Portal } from '../internal/Portal.tsx';
import { usePresence } from '../internal/usePresence.ts';
import { useUiText } from '../text.tsx';
import { IconButton } from './IconButton.tsx';

export type DialogSize = 'small' | 'medium' | 'large' | 'survey' | 'fullscreen';

export interface DialogProps {
  open: boolean;
  /** Called on Escape, the close button and (modal) a click on the backdrop. */
  onClose: () => void;
  /** Names the dialog (aria-labelledby). */
  title: ReactNode;
  /** Keeps the title for assistive tech only. */
  hideTitle?: boolean;
  description?: ReactNode;
  children?: ReactNode;
  /** Actions row at the bottom (end-aligned). */
  footer?: ReactNode;
  /** small 400, medium 520 (default), large 800, survey 600x750, fullscreen. */
  size?: DialogSize;
  /** `center` (default) or `bottom-end`, a corner prompt. */
  placement?: 'center' | 'bottom-end';
  /** Default true: backdrop, focus trap, page scroll locked. A non-modal dialog does not take focus. */
  modal?: boolean;
  /** No padding around the body (e.g. an embedded iframe). */
  flush?: boolean;
  closeOnBackdropClick?: boolean;
  /** Hide the close button (Escape still closes). */
  hideCloseButton?: boolean;
  /** Element to focus on open; default the first focusable element inside the body, else the dialog. */
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

/** An accessible dialog: labelled by its title, traps focus (modal), closes on Escape and returns focus where it was. */
export function Dialog({
  open,
  onClose,
  title,
  hideTitle,
  description,
  children,
  footer,
  size = 'medium',
  placement = 'center',
  modal = true,
  flush = false,
  closeOnBackdropClick = true,
  hideCloseButton = false,
  initialFocusRef,
  dir,
  className,
}: DialogProps) {
  const t = useTheme();
  const text = useUiText();
  const { mounted, state } = usePresence(open);
  const panel = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [direction, setDirection] = useState<Direction | undefined>(dir);
  const titleId = useId();
  const descriptionId = useId();
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  useLayoutEffect(() => {
    if (!open) return;
    // Remember who had focus (to give it back) and the direction of the page part that opened us.
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement ? active : document.body;
    setDirection(dir ?? getDir(opener.current));
    if (!modal) return;
    const target = initialFocusRef?.current ?? (body.current && getFocusable(body.current)[0]) ?? panel.current;
    target?.focus();
  }, [open, modal, initialFocusRef, dir]);

  useEffect(() => {
    if (open) return;
    const back = opener.current;
    opener.current = null;
    if (back && back !== document.body && back.isConnected && modal) back.focus();
  }, [open, modal]);

  useEffect(() => {
    if (!open || !modal) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    // Focus that escapes (e.g. a click outside) is pulled back in.
    const onFocusIn = (e: FocusEvent) => {
      const p = panel.current;
      if (p && e.target instanceof Node && !p.contains(e.target)) (getFocusable(p)[0] ?? p).focus();
    };
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open, modal]);

  useEffect(() => {
    if (!open || modal) return;
    // A non-modal dialog still closes on Escape from anywhere.
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'Escape') onCloseRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, modal]);

  if (!mounted) return null;

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape' && modal) {
      e.stopPropagation();
      onClose();
      return;
    }
    if (e.key !== 'Tab' || !modal || !panel.current) return;
    const items = getFocusable(panel.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      e.preventDefault();
      panel.current.focus();
      return;
    }
    const active = document.activeElement;
    if (e.shiftKey && (active === first || active === panel.current)) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && active === last) {
      e.preventDefault();
      first.focus();
    }
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
    animation: `${state === 'open' ? riseIn : popOut} ${state === 'open' ? t.motion.base : t.motion.fast} ${t.motion.easeOut} both`,
    '&:focus-visible': { outline: 'none' },
  };

  return (
    <Portal dir={direction}>
      <div
        css={{
          position: 'fixed',
          inset: 0,
          zIndex: t.zIndex.modal,
          display: 'flex',
          alignItems: corner ? 'flex-end' : 'center',
          justifyContent: corner ? 'flex-end' : 'center',
          padding: isFull ? 0 : corner ? t.space(4) : t.space(3),
          pointerEvents: modal ? 'auto' : 'none',
        }}
      >
        {modal ? (
          <div
            data-testid="dialog-backdrop"
            aria-hidden="true"
            onClick={closeOnBackdropClick ? onClose : undefined}
            css={{
              position: 'absolute',
              inset: 0,
              backgroundColor: t.color.overlay,
              backdropFilter: 'blur(6px)',
              animation: `${state === 'open' ? fadeIn : fadeOut} ${t.motion.fast} ${t.motion.easing} both`,
            }}
          />
        ) : null}
        <div
          ref={panel}
          role="dialog"
          aria-modal={modal || undefined}
          aria-labelledby={titleId}
          aria-describedby={description ? descriptionId : undefined}
          tabIndex={-1}
          data-state={state}
          data-size={size}
          className={className}
          onKeyDown={onKeyDown}
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
              <h2
                id={titleId}
                css={hideTitle ? { position: 'absolute', inlineSize: 1, blockSize: 1, overflow: 'hidden', clip: 'rect(0,0,0,0)' } : { ...t.text.h3, margin: 0 }}
              >
                {title}
              </h2>
              {description ? (
                <p id={descriptionId} css={{ ...t.text.bodySmall, color: t.color.textMuted, marginBlockStart: t.space(1) }}>
                  {description}
                </p>
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
        </div>
      </div>
    </Portal>
  );
}
