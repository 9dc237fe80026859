/**
 * The first sign-in's second step: scan the QR code (or type the key) into an authenticator
 * app, confirm with a code, then keep the recovery codes, which are shown this once.
 */
import { useEffect, useState } from 'react';
import { Alert, Button, Form, Input, Typography } from 'antd';
import QRCode from 'qrcode';
import { errorMessage } from '../../api';
import { useEnroll, type Enrolment } from './login';

export function EnrolStep({ enrolment, onSignedIn }: { enrolment: Enrolment; onSignedIn: (token: string) => void }) {
  const enroll = useEnroll();
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    void QRCode.toDataURL(enrolment.otpauthUrl, { margin: 1, width: 200 }).then(setQr);
  }, [enrolment.otpauthUrl]);

  const done = enroll.data;
  if (done) {
    return (
      <>
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          Save your recovery codes
        </Typography.Title>
        <Typography.Paragraph>
          Each code signs you in once if you lose your authenticator. They are shown only now: print them or keep them in a
          password manager.
        </Typography.Paragraph>
        <pre data-testid="enrol-recovery-codes" style={{ background: '#fafafa', padding: 12, columns: 2 }}>
          {done.recoveryCodes.join('\n')}
        </pre>
        <Button type="primary" block onClick={() => onSignedIn(done.token)} data-testid="enrol-continue">
          I have saved them — continue
        </Button>
      </>
    );
  }
  return (
    <>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        Set up two-step sign-in
      </Typography.Title>
      <Typography.Paragraph>
        Scan this code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…), then enter the
        six-digit code it shows. You will need a code at every sign-in.
      </Typography.Paragraph>
      <div style={{ textAlign: 'center' }}>
        {qr ? <img src={qr} alt="QR code for the authenticator app" width={200} height={200} data-testid="enrol-qr" /> : null}
      </div>
      <Typography.Paragraph type="secondary" style={{ wordBreak: 'break-all' }}>
        Or type this key:{' '}
        <Typography.Text code copyable data-testid="enrol-secret">
          {enrolment.secret}
        </Typography.Text>
      </Typography.Paragraph>
      {enroll.isError && (
        <Alert
          type="error"
          showIcon
          message={errorMessage(enroll.error)}
          role="alert"
          data-testid="enrol-error"
          style={{ marginBottom: 16 }}
        />
      )}
      <Form<{ totp: string }>
        layout="vertical"
        requiredMark={false}
        disabled={enroll.isPending}
        onFinish={(values) => enroll.mutate({ enrollToken: enrolment.enrollToken, totp: values.totp.trim() })}
      >
        <Form.Item
          label="Code from the app"
          name="totp"
          rules={[{ required: true, pattern: /^\s*\d{6}\s*$/, message: 'Enter the six-digit code.' }]}
        >
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus data-testid="enrol-code" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={enroll.isPending} data-testid="enrol-submit">
          Confirm
        </Button>
      </Form>
    </>
  );
}
