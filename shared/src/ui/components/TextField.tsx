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

// Addresses, numbers and codes read left to right in every locale (issue 27 item 6): in a
// right-to-left page an e-mail's start would otherwise be cut off and its parts reordered.
const LTR_TYPES = new Set(['email', 'url', 'tel', 'number']);
const LTR_INPUT_MODES = new Set(['email', 'url', 'tel', 'numeric', 'decimal']);
const LTR_AUTOCOMPLETE = /^(one-time-code|email|url|tel(-.*)?|cc-(number|exp.*|csc)|username)$/;

/** The input's direction: the caller's, else left to right for addresses, numbers and codes. */
export function inputDir(props: Pick<InputHTMLAttributes<HTMLInputElement>, 'dir' | 'type' | 'inputMode' | 'autoComplete'>): string | undefined {
  if (props.dir) return props.dir;
  const ltr = LTR_TYPES.has(props.type ?? 'text') || LTR_INPUT_MODES.has(props.inputMode ?? '') || LTR_AUTOCOMPLETE.test(props.autoComplete ?? '');
  return ltr ? 'ltr' : undefined;
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
          dir={inputDir({ ...rest, type })}
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
