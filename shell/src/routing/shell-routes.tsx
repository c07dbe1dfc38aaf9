// Routes the shell itself owns (no remote): development aids only.
import type { RouteObject } from 'react-router';

export function shellRoutes(): RouteObject[] {
  return [];
}
