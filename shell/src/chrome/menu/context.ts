import { createContext, type ComponentType, type ReactElement } from 'react';

/** Set by the menu panel (lazy chunk): wraps each MenuItem in the library's item (roving focus, select). */
export type MenuItemWrapper = ComponentType<{ disabled?: boolean; textValue?: string; children: ReactElement }>;
export const MenuItemWrapperContext = createContext<MenuItemWrapper | null>(null);
