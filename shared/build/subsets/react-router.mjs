// What the portal's apps take from react-router, provided as the 'react-router' singleton
// (ADR 0040). A shared module is bundled whole; re-exporting only these names lets webpack
// drop the rest (server runtime, RSC, sessions, cookies, hydration): 68 → 34 KB gzipped.
// scripts/shared-subsets.test.mjs fails when an app imports a name that is not listed here.
export {
  createBrowserRouter,
  createContext,
  data,
  isRouteErrorResponse,
  Link,
  Navigate,
  NavLink,
  Outlet,
  redirect,
  RouterContextProvider,
  RouterProvider,
  UNSAFE_LocationContext,
  useLocation,
  useMatches,
  useNavigate,
  useNavigationType,
  useParams,
  useRouteError,
  useSearchParams,
} from '@portal/subset-source/react-router';
