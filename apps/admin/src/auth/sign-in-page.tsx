/** Staff sign-in: username and password, with the server's answer shown when it refuses. */
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { Navigate, useLocation } from 'react-router';
import { errorMessage } from '../api';
import { useLogin } from './login';
import { useSession } from './session';

interface Credentials {
  username: string;
  password: string;
}

export function SignInPage() {
  const { session, notice, signIn } = useSession();
  const login = useLogin(signIn);
  const location = useLocation();

  if (session.status === 'signed-in') return <Navigate to={returnPath(location.state)} replace />;

  const submit = (values: Credentials) => login.mutate({ username: values.username.trim(), password: values.password });

  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#f0f2f5' }}>
      <Card style={{ width: 380 }}>
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
          <Button type="primary" htmlType="submit" block loading={login.isPending} data-testid="signin-submit">
            Sign in
          </Button>
        </Form>
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
