import { useTheme } from '@emotion/react';
import type { HTMLAttributes, ReactNode } from 'react';
import { AlertIcon, CheckCircleIcon, CloseIcon, InfoIcon } from '../icons/icons.tsx';
import { useUiText } from '../text.tsx';
import { IconButton } from './IconButton.tsx';

export type AlertKind = 'success' | 'danger' | 'info' | 'warning';

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** Default 'info'. */
  kind?: AlertKind;
  title?: ReactNode;
  children?: ReactNode;
  /** Adds a dismiss button. */
  onDismiss?: () => void;
  /** Extra actions (buttons, links) under the text. */
  action?: ReactNode;
}

const icons = { success: CheckCircleIcon, danger: AlertIcon, warning: AlertIcon, info: InfoIcon };

/** Inline message in the page flow. Danger is announced at once (role alert); the others politely. */
export function Alert({ kind = 'info', title, children, onDismiss, action, ...rest }: AlertProps) {
  const t = useTheme();
  const text = useUiText();
  const c = t.color[kind];
  const Icon = icons[kind];
  return (
    <div
      role={kind === 'danger' ? 'alert' : 'status'}
      data-kind={kind}
      {...rest}
      css={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: t.space(3),
        padding: t.space(3.5, 4),
        backgroundColor: c.subtle,
        border: `1px solid ${c.border}`,
        borderRadius: t.radius.md,
        color: t.color.text,
      }}
    >
      <span css={{ display: 'flex', color: c.text, marginBlockStart: '2px' }}>
        <Icon size={20} />
      </span>
      <div css={{ flex: 1, minInlineSize: 0, ...t.text.bodySmall }}>
        {title ? <p css={{ fontWeight: t.fontWeight.semibold, color: c.text, marginBlockEnd: children ? t.space(0.5) : 0 }}>{title}</p> : null}
        {children ? <div>{children}</div> : null}
        {action ? <div css={{ display: 'flex', gap: t.space(2), marginBlockStart: t.space(3) }}>{action}</div> : null}
      </div>
      {onDismiss ? (
        <IconButton aria-label={text.close} size="small" onClick={onDismiss} css={{ marginBlock: '-4px' }}>
          <CloseIcon size={16} />
        </IconButton>
      ) : null}
    </div>
  );
}
