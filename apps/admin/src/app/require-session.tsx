/** Lets a signed-in staff member through; sends anyone else to the sign-in screen. */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Button, Result, Spin } from 'antd';
import { errorMessage } from '../api';
import { useSession } from '../shared/session/session';

export function RequireSession({ children }: { children: ReactNode }) {
  const { session, forget } = useSession();
  const location = useLocation();
  switch (session.status) {
    case 'signed-out':
      // Remember where they were going, so a bookmark to the audit log still lands there.
      return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
    case 'loading':
      return <Spin size="large" fullscreen tip="Loading your session" />;
    case 'error':
      return (
        <Result
          status="warning"
          title="Could not load your session"
          subTitle={errorMessage(session.error)}
          extra={[
            <Button key="retry" type="primary" onClick={session.retry}>
              Try again
            </Button>,
            <Button key="sign-out" onClick={forget}>
              Sign in again
            </Button>,
          ]}
        />
      );
    case 'signed-in':
      return children;
  }
}
