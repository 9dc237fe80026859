/**
 * Staff sign-in: username, password and the authenticator's code, with the server's answer shown
 * when it refuses; at the first sign-in the authenticator is set up instead (enrol-step.tsx).
 */
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { errorMessage } from '../../api';
import { EnrolStep } from './enrol-step';
import { useLogin, type Enrolment } from './login';
import { useSession } from '../../shared/session/session';

interface Credentials {
  username: string;
  password: string;
  totp?: string;
}

export function SignInPage() {
  const { session, notice, signIn } = useSession();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const login = useLogin(signIn, setEnrolment);
  const location = useLocation();

  if (session.status === 'signed-in') return <Navigate to={returnPath(location.state)} replace />;

  const submit = (values: Credentials) =>
    login.mutate({ username: values.username.trim(), password: values.password, totp: values.totp?.trim() || undefined });

  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#f0f2f5' }}>
      <Card style={{ width: 380 }}>
        {enrolment ? <EnrolStep enrolment={enrolment} onSignedIn={signIn} /> : null}
        <div hidden={enrolment !== null}>
          <Typography.Title level={3} style={{ marginTop: 0 }}>
            Kabuto back office
          </Typography.Title>
          <Typography.Paragraph type="secondary">Staff only. Sign in with your back-office account.</Typography.Paragraph>
          {notice && !login.isError && <Alert type="info" showIcon message={notice} style={{ marginBottom: 16 }} />}
          {login.isError && (
            <Alert
              type="error"
              showIcon
              message={errorMessage(login.error)}
              data-testid="signin-error"
              role="alert"
              style={{ marginBottom: 16 }}
            />
          )}
          <Form<Credentials> layout="vertical" onFinish={submit} requiredMark={false} disabled={login.isPending}>
            <Form.Item
              label="Username"
              name="username"
              rules={[{ required: true, whitespace: true, message: 'Enter your username.' }]}
            >
              <Input autoComplete="username" autoFocus data-testid="signin-username" />
            </Form.Item>
            <Form.Item label="Password" name="password" rules={[{ required: true, message: 'Enter your password.' }]}>
              <Input.Password autoComplete="current-password" data-testid="signin-password" />
            </Form.Item>
            <Form.Item
              label="Authentication code"
              name="totp"
              extra="The six digits from your authenticator app, or a recovery code. Leave empty at your first sign-in: you set up the app next."
            >
              <Input inputMode="numeric" autoComplete="one-time-code" maxLength={16} data-testid="signin-totp" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={login.isPending} data-testid="signin-submit">
              Sign in
            </Button>
          </Form>
        </div>
      </Card>
    </div>
  );
}

/** Only paths inside this app are followed, so a crafted link cannot send staff elsewhere. */
function returnPath(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'from' in state) {
    const from = state.from;
    if (typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && from !== '/login') return from;
  }
  return '/';
}
