import type { OperatorPermission } from '@pagoda/contracts';
import type { ReactNode } from 'react';
import { usePermission } from '../lib/session';

export { usePermission };

/**
 * Renders its children only when the operator holds the permission (the server checks it again:
 * this only keeps actions the operator cannot take out of sight).
 */
export const Can = ({
  permission,
  children,
  fallback = null,
}: {
  permission: OperatorPermission | null;
  children: ReactNode;
  fallback?: ReactNode;
}) => (usePermission(permission) ? <>{children}</> : <>{fallback}</>);
