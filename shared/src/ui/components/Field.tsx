import { useTheme, type CSSObject, type Theme } from '@emotion/react';
import { useId, type ReactNode } from 'react';
import { AlertIcon } from '../icons/icons.tsx';

/** Ids wiring a control to its label, hint and error message. */
export function useFieldIds(id: string | undefined, hint: ReactNode, error: ReactNode) {
  const auto = useId();
  const inputId = id ?? `field${auto}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { inputId, hintId, errorId, describedBy };
}

/** Shared look of text inputs and selects. */
export function controlStyles(t: Theme, invalid: boolean): CSSObject {
  return {
    inlineSize: '100%',
    minBlockSize: '44px',
    paddingInline: t.space(3.5),
    paddingBlock: t.space(2),
    backgroundColor: t.color.surface,
    color: t.color.text,
    border: `1px solid ${invalid ? t.color.danger.text : t.color.borderStrong}`,
    borderRadius: t.radius.md,
    fontSize: t.fontSize.md,
    lineHeight: 1.4,
    transition: `border-color ${t.motion.fast} ${t.motion.easing}, box-shadow ${t.motion.fast} ${t.motion.easing}, background-color ${t.motion.fast} ${t.motion.easing}`,
    '&::placeholder': { color: t.color.textMuted, opacity: 1 },
    '&:hover:not(:disabled)': { borderColor: invalid ? t.color.danger.text : t.color.textMuted },
    '&:focus-visible, &:focus': {
      outline: 'none',
      borderColor: invalid ? t.color.danger.text : t.color.focus,
      boxShadow: `0 0 0 1px ${invalid ? t.color.danger.text : t.color.focus}`,
    },
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
  };
}

export interface FieldFrameProps {
  inputId: string;
  hintId: string;
  errorId: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Marks the label; the control itself carries `required`. */
  required?: boolean;
  hideLabel?: boolean;
  className?: string;
  children: ReactNode;
}

/** Label above, control, then hint and error below. */
export function FieldFrame({ inputId, hintId, errorId, label, hint, error, required, hideLabel, className, children }: FieldFrameProps) {
  const t = useTheme();
  return (
    <div className={className} css={{ display: 'flex', flexDirection: 'column', gap: t.space(1.5), minInlineSize: 0 }}>
      <label
        htmlFor={inputId}
        css={
          hideLabel
            ? { position: 'absolute', inlineSize: 1, blockSize: 1, overflow: 'hidden', clip: 'rect(0,0,0,0)', whiteSpace: 'nowrap' }
            : { ...t.text.label, color: t.color.text }
        }
      >
        {label}
        {required ? (
          <span aria-hidden="true" css={{ color: t.color.danger.text, marginInlineStart: t.space(0.5) }}>
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={hintId} css={{ ...t.text.bodySmall, color: t.color.textMuted }}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p
          id={errorId}
          css={{
            ...t.text.bodySmall,
            display: 'flex',
            gap: t.space(1.5),
            alignItems: 'flex-start',
            color: t.color.danger.text,
            fontWeight: t.fontWeight.medium,
          }}
        >
          <AlertIcon size={16} css={{ marginBlockStart: '2px' }} />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
