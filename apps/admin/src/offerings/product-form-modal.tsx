/**
 * An owner creates a block trade, placement or auction. The server checks the price (or the
 * minimum bid) against the ±7% band around the instrument's last price and the tick grid, and
 * answers 422 `price_band` with the band when it is outside: shown here as it came.
 */
import { Alert, App, Form, Input, InputNumber, Modal, type ButtonProps } from 'antd';
import { errorMessage } from '../api/error-message';
import { useSaveProduct, type Kind } from './offers-api';

interface Values {
  symbol: string;
  price: string;
  minShares: number;
  maxShares: number;
  dailyLimitShares: number;
  sharesOffered: number;
  opensAt: string;
  closesAt: string;
  lockupDays: number;
}

const nouns: Record<Kind, string> = { block: 'block trade', placement: 'placement', auction: 'auction' };
const hour = 3_600_000;
/** `2026-11-27T09:00` in the browser's zone, as a datetime-local input shows it. */
const local = (ms: number) => new Date(ms - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

export function ProductFormModal({ kind, onClose }: { kind: Kind; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const save = useSaveProduct();
  const { message } = App.useApp();
  const now = Date.now();
  const initial: Partial<Values> = {
    minShares: 100,
    maxShares: 1_000,
    dailyLimitShares: 1_000,
    sharesOffered: 10_000,
    opensAt: local(now + hour),
    closesAt: local(now + 73 * hour),
    lockupDays: kind === 'placement' ? 90 : 0,
  };

  const submit = (values: Values) => {
    const window = { opensAt: new Date(values.opensAt).toISOString(), closesAt: new Date(values.closesAt).toISOString() };
    const common = {
      symbol: values.symbol.trim(),
      sharesOffered: values.sharesOffered,
      lockupDays: values.lockupDays,
      ...window,
    };
    const body =
      kind === 'auction'
        ? { kind, ...common, minBidPrice: values.price }
        : kind === 'placement'
          ? { kind, ...common, price: values.price, minShares: values.minShares, maxShares: values.maxShares }
          : {
              kind,
              ...common,
              price: values.price,
              minShares: values.minShares,
              maxShares: values.maxShares,
              dailyLimitShares: values.dailyLimitShares,
            };
    save.mutate(body, {
      onSuccess: ({ id }) => {
        void message.success(`The ${nouns[kind]} ${id} is saved.`);
        onClose();
      },
    });
  };

  const shares = (name: keyof Values, label: string) => (
    <Form.Item label={label} name={name} rules={[{ required: true, message: 'Required' }]}>
      <InputNumber min={100} step={100} style={{ width: '100%' }} data-testid={`product-${name}`} />
    </Form.Item>
  );
  return (
    <Modal
      open
      title={`New ${nouns[kind]}`}
      okText="Save"
      onOk={() => form.submit()}
      okButtonProps={{ loading: save.isPending, 'data-testid': 'product-save' } as ButtonProps}
      onCancel={onClose}
      destroyOnHidden
    >
      {save.error && (
        <Alert
          type="error"
          showIcon
          message={errorMessage(save.error)}
          style={{ marginBottom: 12 }}
          data-testid="product-error"
        />
      )}
      <Form<Values> form={form} layout="vertical" initialValues={initial} onFinish={submit}>
        <Form.Item label="Stock code" name="symbol" rules={[{ required: true, message: 'Required' }]}>
          <Input data-testid="product-symbol" />
        </Form.Item>
        <Form.Item
          label={kind === 'auction' ? 'Minimum bid (¥)' : 'Price (¥)'}
          name="price"
          extra="Within ±7% of the last price, on the tick grid."
          rules={[{ required: true, pattern: /^\d{1,7}(\.\d{1,2})?$/, message: 'A price in yen' }]}
        >
          <Input inputMode="decimal" data-testid="product-price" />
        </Form.Item>
        {kind !== 'auction' && shares('minShares', 'Minimum shares per application')}
        {kind !== 'auction' && shares('maxShares', 'Maximum shares per application')}
        {kind === 'block' && shares('dailyLimitShares', 'Daily limit per member (shares)')}
        {shares('sharesOffered', 'Shares offered')}
        <Form.Item label="Opens" name="opensAt" rules={[{ required: true, message: 'Required' }]}>
          <Input type="datetime-local" data-testid="product-opens" />
        </Form.Item>
        <Form.Item label="Closes" name="closesAt" rules={[{ required: true, message: 'Required' }]}>
          <Input type="datetime-local" data-testid="product-closes" />
        </Form.Item>
        <Form.Item
          label="Lock-up (days after the close)"
          name="lockupDays"
          extra={kind === 'placement' ? 'A placement is always locked up: at least a day.' : '0 for none.'}
        >
          <InputNumber min={kind === 'placement' ? 1 : 0} max={3650} style={{ width: '100%' }} data-testid="product-lockup" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
