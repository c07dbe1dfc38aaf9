import { useTheme } from '@emotion/react';
import { useContext, type ElementType, type ReactNode } from 'react';
import { CheckIcon } from '@portal/shared/ui';
import { MenuItemWrapperContext } from './context.ts';
import type { AnyComponent, PolymorphicProps } from './hooks.ts';

export interface MenuItemOwnProps {
  icon?: ReactNode;
  /** Marks a choice among several (role menuitemradio, a check mark). */
  selected?: boolean;
  /** Secondary text at the end (shortcut, count). */
  hint?: ReactNode;
  disabled?: boolean;
  /** Renders a link. */
  href?: string;
  /** Destructive action (sign out, remove). */
  danger?: boolean;
  children?: ReactNode;
}

export type MenuItemProps<C extends ElementType = 'button'> = PolymorphicProps<C, MenuItemOwnProps>;

/**
 * An entry of a Dropdown or Menu. Renders a button, a link (`href`) or any component (`as`); inside
 * an open menu the menu library wraps it (roving focus, typeahead, closing on select).
 */
export function MenuItem<C extends ElementType = 'button'>(props: MenuItemProps<C>) {
  const { as, icon, selected, hint, disabled, href, danger, children, ...rest } = props as MenuItemProps<'button'> & { as?: ElementType };
  const t = useTheme();
  const Wrap = useContext(MenuItemWrapperContext);
  const Comp = (as ?? (href !== undefined ? 'a' : 'button')) as unknown as AnyComponent;
  const radio = selected !== undefined;
  const { onClick, ...other } = rest;
  const item = (
    <Comp
      role={radio ? 'menuitemradio' : 'menuitem'}
      aria-checked={radio ? selected : undefined}
      aria-disabled={disabled || undefined}
      {...(Wrap ? {} : { tabIndex: -1 })}
      {...((Comp as unknown) === 'button' ? { type: 'button' } : {})}
      {...(href !== undefined ? { href } : {})}
      {...other}
      onClick={disabled ? undefined : onClick}
      css={{
        display: 'flex',
        alignItems: 'center',
        gap: t.space(3),
        inlineSize: '100%',
        minBlockSize: '40px',
        paddingInline: t.space(3),
        paddingBlock: t.space(2),
        border: 0,
        borderRadius: t.radius.sm,
        backgroundColor: 'transparent',
        color: danger ? t.color.danger.text : t.color.text,
        ...t.text.bodySmall,
        fontWeight: selected ? t.fontWeight.semibold : t.fontWeight.medium,
        textAlign: 'start',
        textDecoration: 'none',
        cursor: 'pointer',
        transition: `background-color ${t.motion.fast} ${t.motion.easing}`,
        '&:hover, &:focus-visible': { backgroundColor: t.color.elevatedHover, outline: 'none' },
        '&:focus-visible': { boxShadow: `inset 0 0 0 2px ${t.color.focus}` },
        '&[data-highlighted]': { backgroundColor: t.color.elevatedHover, outline: 'none' },
        '&[aria-disabled="true"]': { opacity: 0.5, cursor: 'not-allowed' },
        '& > svg': { flexShrink: 0, color: danger ? 'inherit' : t.color.textMuted },
      }}
    >
      {icon}
      <span css={{ flex: 1, minInlineSize: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{children}</span>
      {hint ? <span css={{ color: t.color.textMuted, fontSize: t.fontSize.xs }}>{hint}</span> : null}
      {radio ? <CheckIcon size={16} style={{ visibility: selected ? 'visible' : 'hidden' }} css={{ color: `${t.color.primaryText} !important` }} /> : null}
    </Comp>
  );
  return Wrap ? <Wrap disabled={disabled}>{item}</Wrap> : item;
}

/** A thin rule between groups of menu items. */
export function MenuSeparator() {
  const t = useTheme();
  return <div role="separator" css={{ blockSize: '1px', marginBlock: t.space(1.5), marginInline: t.space(1), backgroundColor: t.color.border }} />;
}
