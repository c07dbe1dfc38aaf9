import type { ComponentPropsWithRef, ElementType } from 'react';

/** Props of a component that renders as `C` (`as` prop), with its own props taking precedence. */
export type PolymorphicProps<C extends ElementType, Own> = Own & { as?: C } & Omit<ComponentPropsWithRef<C>, keyof Own | 'as'>;
