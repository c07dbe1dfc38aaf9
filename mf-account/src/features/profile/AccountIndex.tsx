import { Navigate } from 'react-router';

/** /account/ has no page of its own: its loader redirects, and this covers a render without the loader. */
export function AccountIndex() {
  return <Navigate to="/account/general/" replace />;
}
