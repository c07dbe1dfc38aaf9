import type { ComponentPropsWithRef, ElementType, ReactNode } from 'react';

/** Props of a component that renders as `C` (`as` prop), with its own props taking precedence. */
export type PolymorphicProps<C extends ElementType, Own> = Own & { as?: C } & Omit<ComponentPropsWithRef<C>, keyof Own | 'as'>;

/** What a polymorphic component renders internally (props are checked at its public boundary). */
export type AnyComponent = (props: Record<string, unknown>) => ReactNode;
