import { useTheme } from '@emotion/react';
import { useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { EyeIcon, EyeOffIcon } from '../icons/icons.tsx';
import { useUiText } from '../text.tsx';
import { controlStyles, FieldFrame, useFieldIds } from './Field.tsx';
import { IconButton } from './IconButton.tsx';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: ReactNode;
  hint?: ReactNode;
  /** Error message; also sets aria-invalid. */
  error?: ReactNode;
  hideLabel?: boolean;
  /** Icon before the text (e.g. search). */
  startIcon?: ReactNode;
  /** Password fields get a show/hide toggle unless this is false. */
  revealable?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * Labelled text input. Paste and the browser's autocomplete are never blocked (pass `autoComplete`,
 * e.g. "email", "current-password", "new-password").
 */
export function TextField({ id, label, hint, error, hideLabel, startIcon, revealable = true, type = 'text', className, required, ...rest }: TextFieldProps) {
  const t = useTheme();
  const text = useUiText();
  const { inputId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  const showToggle = isPassword && revealable;
  const ariaDescribedBy = [rest['aria-describedby'], describedBy].filter(Boolean).join(' ') || undefined;

  return (
    <FieldFrame {...{ inputId, hintId, errorId, label, hint, error, hideLabel, className, required }}>
      <div css={{ position: 'relative', display: 'flex', alignItems: 'center' }}>
        {startIcon ? (
          <span css={{ position: 'absolute', insetInlineStart: t.space(3), display: 'flex', color: t.color.textMuted, pointerEvents: 'none' }}>
            {startIcon}
          </span>
        ) : null}
        <input
          id={inputId}
          type={showToggle && revealed ? 'text' : type}
          required={required}
          {...rest}
          aria-invalid={error ? true : rest['aria-invalid']}
          aria-describedby={ariaDescribedBy}
          css={{
            ...controlStyles(t, Boolean(error)),
            paddingInlineStart: startIcon ? t.space(10) : t.space(3.5),
            paddingInlineEnd: showToggle ? t.space(12) : t.space(3.5),
          }}
        />
        {showToggle ? (
          <IconButton
            size="small"
            aria-label={revealed ? text.hidePassword : text.showPassword}
            aria-pressed={revealed}
            aria-controls={inputId}
            onClick={() => setRevealed((r) => !r)}
            css={{ position: 'absolute', insetInlineEnd: t.space(1.5) }}
          >
            {revealed ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
          </IconButton>
        ) : null}
      </div>
    </FieldFrame>
  );
}
