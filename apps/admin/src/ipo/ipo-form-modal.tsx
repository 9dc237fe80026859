/**
 * Creates an IPO or changes one: symbol, names in three languages, board, offer price, lots
 * offered, most lots per member and the five times (Japan time). Once subscription has opened the
 * terms that decide the draw are frozen, and the server's 409 `offering_frozen` is shown as sent.
 */
import { useState } from 'react';
import { Alert, App, Button, Col, Form, Input, Modal, Row, Select } from 'antd';
import { errorMessage, fieldMessage, isApiError } from '../api';
import { useSaveIpo } from './ipo-calls';
import {
  initialValues,
  ipoSaveBody,
  japanInputToIso,
  timeFields,
  timeOrderProblem,
  type IpoFormValues,
  type IpoRow,
  type TimeField,
} from './ipo-form';

interface Props {
  existing: IpoRow | null;
  onClose: () => void;
}

const boardOptions = [
  { value: 'prime', label: 'Prime' },
  { value: 'standard', label: 'Standard' },
  { value: 'growth', label: 'Growth' },
];

const timeLabels: Record<TimeField, string> = {
  subscribeStart: 'Subscription opens',
  subscribeEnd: 'Subscription closes',
  drawAt: 'Draw',
  payBy: 'Pay by',
  listingAt: 'Listing',
};

/** Form fields by the name the server gives a refused field. */
const fieldOfServer: Record<string, keyof IpoFormValues> = {
  symbol: 'symbol',
  'name.en': 'nameEn',
  'name.tw': 'nameTw',
  'name.jp': 'nameJp',
  board: 'board',
  price: 'price',
  lotsOffered: 'lotsOffered',
  maxLotsPerMember: 'maxLotsPerMember',
  ...Object.fromEntries(timeFields.map((field) => [field, field])),
};

const required = { required: true, whitespace: true, message: 'Required.' };
const whole = { pattern: /^[1-9]\d{0,6}$/, message: 'A whole number from 1.' };
const japanTime = {
  validator: async (_: unknown, value: string | undefined) => {
    if (japanInputToIso(value ?? '') === null) throw new Error('Japan time as YYYY-MM-DD HH:mm.');
  },
};

export function IpoFormModal({ existing, onClose }: Props) {
  const [form] = Form.useForm<IpoFormValues>();
  const save = useSaveIpo();
  const { message } = App.useApp();
  const [general, setGeneral] = useState<string | null>(null);
  const [initial] = useState(() => initialValues(existing, Date.now()));
  const opened = existing !== null && existing.status !== 'upcoming';

  const submit = (values: IpoFormValues) => {
    setGeneral(timeOrderProblem(values));
    if (timeOrderProblem(values)) return;
    save.mutate(ipoSaveBody(values, existing), {
      onSuccess: () => {
        void message.success(existing ? `${values.symbol} saved.` : `${values.symbol} created.`);
        onClose();
      },
      onError: (error) => {
        const fields = isApiError(error) ? Object.entries(error.fields) : [];
        const known = fields.flatMap(([name, code]) => {
          const field = fieldOfServer[name];
          return field ? [{ name: field, errors: [fieldMessage(code)] }] : [];
        });
        form.setFields(known);
        setGeneral(known.length === fields.length && known.length > 0 ? null : errorMessage(error));
      },
    });
  };

  return (
    <Modal
      open
      width={720}
      title={existing ? `Edit IPO ${existing.symbol}` : 'New IPO'}
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose} data-testid="ipo-form-cancel">
          Cancel
        </Button>,
        <Button key="save" type="primary" loading={save.isPending} onClick={() => form.submit()} data-testid="ipo-form-submit">
          {existing ? 'Save' : 'Create'}
        </Button>,
      ]}
    >
      {opened && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message="Subscription has opened: the symbol, price, lots and the times up to pay-by decide the draw and can no longer change."
          data-testid="ipo-form-frozen-note"
        />
      )}
      {general && (
        <Alert type="error" showIcon role="alert" message={general} style={{ marginBottom: 16 }} data-testid="ipo-form-error" />
      )}
      <Form<IpoFormValues> form={form} layout="vertical" onFinish={submit} initialValues={initial} data-testid="ipo-form">
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item
              label="Symbol"
              name="symbol"
              rules={[required, { pattern: /^[0-9A-Z]{4,8}$/, message: '4–8 digits or capitals.' }]}
            >
              <Input data-testid="ipo-symbol" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item label="Board" name="board">
              <Select options={boardOptions} data-testid="ipo-board" aria-label="Board" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item label="Offer price (yen)" name="price" rules={[required, whole]}>
              <Input inputMode="numeric" data-testid="ipo-price" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item label="Name (English)" name="nameEn" rules={[required]}>
              <Input data-testid="ipo-name-en" maxLength={80} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item label="Name (Traditional Chinese)" name="nameTw" rules={[required]}>
              <Input data-testid="ipo-name-tw" maxLength={80} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item label="Name (Japanese)" name="nameJp" rules={[required]}>
              <Input data-testid="ipo-name-jp" maxLength={80} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="Lots offered (100 shares each)" name="lotsOffered" rules={[required, whole]}>
              <Input inputMode="numeric" data-testid="ipo-lots-offered" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="Most lots per member" name="maxLotsPerMember" rules={[required, whole]}>
              <Input inputMode="numeric" data-testid="ipo-max-lots" />
            </Form.Item>
          </Col>
          {timeFields.map((field) => (
            <Col span={8} key={field}>
              <Form.Item label={`${timeLabels[field]} (JST)`} name={field} rules={[japanTime]}>
                <Input placeholder="YYYY-MM-DD HH:mm" data-testid={`ipo-${field}`} />
              </Form.Item>
            </Col>
          ))}
        </Row>
      </Form>
    </Modal>
  );
}
