import { useTheme } from '@emotion/react';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { CheckIcon } from '../icons/icons.tsx';
import { useFieldIds } from './Field.tsx';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A native checkbox (keyboard and forms work as usual) with a custom box. */
export function Checkbox({ id, label, hint, error, className, ...rest }: CheckboxProps) {
  const t = useTheme();
  const { inputId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
  return (
    <div className={className} css={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: t.space(3), rowGap: t.space(1), alignItems: 'start' }}>
      <span css={{ position: 'relative', display: 'inline-grid', placeItems: 'center', marginBlockStart: '1px' }}>
        <input
          id={inputId}
          type="checkbox"
          {...rest}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          css={{
            appearance: 'none',
            margin: 0,
            inlineSize: '20px',
            blockSize: '20px',
            borderRadius: t.radius.sm,
            border: `1.5px solid ${error ? t.color.danger.text : t.color.borderStrong}`,
            backgroundColor: t.color.surface,
            cursor: 'pointer',
            transition: `background-color ${t.motion.fast} ${t.motion.easing}, border-color ${t.motion.fast} ${t.motion.easing}`,
            '&:hover:not(:disabled)': { borderColor: t.color.primaryText },
            '&:checked': { backgroundColor: t.color.primary, borderColor: t.color.primary },
            '&:focus-visible': t.focusRing,
            '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
            '& + svg': { opacity: 0, transform: 'scale(0.6)', transition: `opacity ${t.motion.fast}, transform ${t.motion.fast} ${t.motion.easeOut}` },
            '&:checked + svg': { opacity: 1, transform: 'scale(1)' },
          }}
        />
        <CheckIcon size={14} strokeWidth={3} css={{ position: 'absolute', color: t.color.onPrimary, pointerEvents: 'none' }} />
      </span>
      <label htmlFor={inputId} css={{ ...t.text.body, color: t.color.text, cursor: 'pointer', lineHeight: 1.4 }}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} css={{ ...t.text.bodySmall, gridColumn: 2, color: t.color.textMuted }}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} css={{ ...t.text.bodySmall, gridColumn: 2, color: t.color.danger.text, fontWeight: t.fontWeight.medium }}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
