/**
 * Withheld tax (issue 34): what the withheld-tax account holds, and each JST year's tax withheld
 * at members' sales, refunded by later losses, and due. The owner remits a finished year with one
 * confirmed action; the amount is the ledger's (withheld less refunded), never typed.
 */
import { useState } from 'react';
import { Alert, Button, Descriptions, Modal, Table, Typography, type TableColumnsType } from 'antd';
import { adminApi } from '@kabuto/contracts';
import { errorMessage } from '../api';
import { canCall } from '../shared/session/permissions';
import { useStaff } from '../shared/session/session';
import { formatTime } from '../ui/format-time';
import { formatYen } from '../ui/money';
import { PageTitle } from '../ui/page-title';
import { useRemitTax, useTaxLedger, type TaxLedger } from './withheld-tax';

type Year = TaxLedger['years'][number];

export function WithheldTaxPage() {
  const staff = useStaff();
  const ledger = useTaxLedger();
  const remit = useRemitTax();
  const [asked, setAsked] = useState<Year | null>(null);
  const mayRemit = canCall(adminApi.taxRemit, staff.role);
  const thisYear = new Date(Date.now() + 9 * 3_600_000).getUTCFullYear();
  const columns: TableColumnsType<Year> = [
    { title: 'Year (JST)', dataIndex: 'year' },
    { title: 'Withheld', dataIndex: 'withheld', align: 'right', render: (amount: string) => formatYen(amount) },
    { title: 'Refunded', dataIndex: 'refunded', align: 'right', render: (amount: string) => formatYen(amount) },
    { title: 'Due', dataIndex: 'due', align: 'right', render: (due: string) => <strong>{formatYen(due)}</strong> },
    {
      title: 'Remitted',
      dataIndex: 'remittedAt',
      render: (at: string | null, row) =>
        at ? (
          <span data-testid={`tax-remitted-${row.year}`}>{formatTime(at)}</span>
        ) : row.year >= thisYear ? (
          <Typography.Text type="secondary">After 31 December</Typography.Text>
        ) : mayRemit ? (
          <Button size="small" type="primary" onClick={() => setAsked(row)} data-testid={`tax-remit-${row.year}`}>
            Remit
          </Button>
        ) : (
          <Typography.Text type="secondary">Owner remits</Typography.Text>
        ),
    },
  ];
  return (
    <div data-testid="withheld-tax-page">
      <PageTitle title="Withheld tax" />
      <Typography.Paragraph type="secondary">
        Tax withheld at sales in members’ 特定口座 with withholding (20.315%, refunded by later losses of the same JST year). Each
        finished year is remitted to the tax office once; the amount is the year’s withheld less refunded.
      </Typography.Paragraph>
      {ledger.isError && <Alert type="error" showIcon message={errorMessage(ledger.error)} />}
      {remit.isError && <Alert type="error" showIcon message={errorMessage(remit.error)} style={{ marginBottom: 16 }} />}
      <Descriptions size="small" column={1} style={{ marginBottom: 16 }}>
        <Descriptions.Item label="Withheld-tax account now">
          <span data-testid="withheld-tax-balance">{ledger.data ? formatYen(ledger.data.balance) : '—'}</span>
        </Descriptions.Item>
      </Descriptions>
      <Table<Year>
        rowKey="year"
        columns={columns}
        dataSource={ledger.data?.years ?? []}
        loading={ledger.isPending}
        pagination={false}
        size="small"
        locale={{ emptyText: 'No tax has been withheld yet.' }}
      />
      <Modal
        open={asked !== null}
        title={asked ? `Remit ${asked.year}’s withheld tax?` : ''}
        okText="Remit"
        okButtonProps={{ loading: remit.isPending, 'data-testid': 'tax-remit-confirm' }}
        onOk={() => {
          if (asked) remit.mutate(asked.year, { onSettled: () => setAsked(null) });
        }}
        onCancel={() => setAsked(null)}
      >
        {asked && (
          <p>
            {formatYen(asked.due)} moves from the withheld-tax account to the tax office. This is recorded in the audit log and
            cannot be undone here.
          </p>
        )}
      </Modal>
    </div>
  );
}
