import { useTheme } from '@emotion/react';
import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { ChevronIcon } from '../icons/icons.tsx';
import { controlStyles, FieldFrame, useFieldIds } from './Field.tsx';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  hideLabel?: boolean;
  /** Options; or pass `<option>` children. */
  options?: SelectOption[];
  /** A first, empty option. */
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A styled native select: the platform picker stays (best on phones and for assistive tech). */
export function Select({ id, label, hint, error, hideLabel, options, placeholder, children, className, required, ...rest }: SelectProps) {
  const t = useTheme();
  const { inputId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
  return (
    <FieldFrame {...{ inputId, hintId, errorId, label, hint, error, hideLabel, className, required }}>
      <div css={{ position: 'relative', display: 'flex', alignItems: 'center' }}>
        <select
          id={inputId}
          required={required}
          {...rest}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          css={{
            ...controlStyles(t, Boolean(error)),
            appearance: 'none',
            paddingInlineEnd: t.space(10),
            cursor: 'pointer',
            '& option': { backgroundColor: t.color.elevated, color: t.color.text },
          }}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options?.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
          {children}
        </select>
        <ChevronIcon direction="down" size={18} css={{ position: 'absolute', insetInlineEnd: t.space(3), color: t.color.textMuted, pointerEvents: 'none' }} />
      </div>
    </FieldFrame>
  );
}
