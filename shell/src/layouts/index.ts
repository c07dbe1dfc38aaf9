import type { ComponentType } from 'react';
import { Outlet } from 'react-router';
import type { LayoutName } from '@portal/shared';
import { AuthLayout } from './AuthLayout.tsx';
import { DefaultLayout } from './DefaultLayout.tsx';
import { HomeLayout } from './HomeLayout.tsx';

export const LAYOUT_COMPONENTS: Record<LayoutName, ComponentType> = {
  home: HomeLayout,
  auth: AuthLayout,
  default: DefaultLayout,
};

/** The route at '/': holds the layouts; its boundary catches page and remote failures. */
export const AppRoute = Outlet;
