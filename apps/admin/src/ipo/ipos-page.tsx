/**
 * IPOs: every offering with its status, terms and lots requested, allotted and paid. Owners
 * create and edit offerings (the draw's terms freeze when subscription opens) and cancel one
 * with a reason, which releases every hold and returns every payment; everyone reads the
 * applications and their results.
 */
import { useState } from 'react';
import { Alert, App, Button, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { adminApi } from '@kabuto/contracts';
import { errorMessage } from '../api';
import { canCall } from '../shared/session/permissions';
import { useStaff } from '../shared/session/session';
import { formatAmount } from '../ui/money';
import { PageTitle } from '../ui/page-title';
import { ReasonModal } from '../ui/reason-modal';
import { formatTime } from '../ui/format-time';
import { useCancelIpo, useIpoList } from './ipo-calls';
import { IpoApplicationsDrawer } from './ipo-applications-drawer';
import { IpoFormModal } from './ipo-form-modal';
import { mayCancel, mayEdit, type IpoRow } from './ipo-form';

type Open =
  | { kind: 'none' }
  | { kind: 'create' }
  | { kind: 'edit'; row: IpoRow }
  | { kind: 'cancel'; row: IpoRow }
  | { kind: 'applications'; row: IpoRow };

const statusColours: Record<string, string> = {
  upcoming: 'default',
  subscribing: 'blue',
  closed: 'gold',
  drawn: 'purple',
  listed: 'green',
  cancelled: 'red',
};

interface Actions {
  owner: boolean;
  open: (next: Open) => void;
}

function ipoColumns({ owner, open }: Actions): TableColumnsType<IpoRow> {
  return [
    {
      title: 'IPO',
      key: 'name',
      render: (_, row) => (
        <>
          <Typography.Text strong>{row.symbol}</Typography.Text> {row.names.en}
          <br />
          <Typography.Text type="secondary">
            {row.names.jp} · {row.board}
          </Typography.Text>
        </>
      ),
    },
    {
      title: 'Status',
      dataIndex: 'status',
      render: (status: string, row) => (
        <>
          <Tag color={statusColours[status] ?? 'default'} data-testid={`ipo-status-${row.id}`}>
            {status}
          </Tag>
          {row.cancelReason && <Typography.Text type="secondary">{row.cancelReason}</Typography.Text>}
        </>
      ),
    },
    { title: 'Price', dataIndex: 'price', align: 'right', render: (price: string) => formatAmount(price, 'JPY') },
    {
      title: 'Lots offered / requested / allotted / paid',
      key: 'lots',
      align: 'right',
      render: (_, row) => `${row.lotsOffered} / ${row.lotsRequested} / ${row.lotsAllotted} / ${row.lotsPaid}`,
    },
    { title: 'Applicants', dataIndex: 'applicants', align: 'right' },
    {
      title: 'Times (JST)',
      key: 'times',
      render: (_, row) => (
        <Typography.Text style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
          Opens {formatTime(row.subscribeStart)}
          <br />
          Closes {formatTime(row.subscribeEnd)}
          <br />
          Draw {formatTime(row.drawAt)} · pay by {formatTime(row.payBy)}
          <br />
          Lists {formatTime(row.listingAt)}
        </Typography.Text>
      ),
    },
    {
      title: '',
      key: 'actions',
      align: 'right',
      render: (_, row) => (
        <Space direction="vertical" size={4}>
          <Button size="small" onClick={() => open({ kind: 'applications', row })} data-testid={`ipo-applications-${row.id}`}>
            Applications
          </Button>
          {owner && mayEdit(row) && (
            <Button size="small" onClick={() => open({ kind: 'edit', row })} data-testid={`ipo-edit-${row.id}`}>
              Edit
            </Button>
          )}
          {owner && mayCancel(row) && (
            <Button size="small" danger onClick={() => open({ kind: 'cancel', row })} data-testid={`ipo-cancel-${row.id}`}>
              Cancel IPO
            </Button>
          )}
        </Space>
      ),
    },
  ];
}

export function IposPage() {
  const staff = useStaff();
  const owner = canCall(adminApi.ipoSave, staff.role);
  const list = useIpoList();
  const cancel = useCancelIpo();
  const { message } = App.useApp();
  const [shown, setShown] = useState<Open>({ kind: 'none' });
  const close = () => {
    cancel.reset();
    setShown({ kind: 'none' });
  };

  return (
    <>
      <PageTitle
        title="IPOs"
        extra={
          owner && (
            <Button type="primary" onClick={() => setShown({ kind: 'create' })} data-testid="ipo-create">
              New IPO
            </Button>
          )
        }
      >
        Offerings with their windows and results. Members’ money is held when they apply; the draw (kabuto-draw-v1) allots lots
        from a seed committed when subscription opens. Nobody here chooses or changes an allotment.
      </PageTitle>
      {list.isError && <Alert type="error" showIcon message={errorMessage(list.error)} style={{ marginBottom: 16 }} />}
      <Table<IpoRow>
        rowKey="id"
        columns={ipoColumns({ owner, open: setShown })}
        dataSource={list.data}
        loading={list.isPending}
        pagination={false}
        size="middle"
        locale={{ emptyText: 'No IPOs yet.' }}
        data-testid="ipo-table"
      />
      {shown.kind === 'create' && <IpoFormModal existing={null} onClose={close} />}
      {shown.kind === 'edit' && <IpoFormModal key={shown.row.id} existing={shown.row} onClose={close} />}
      {shown.kind === 'applications' && <IpoApplicationsDrawer offering={shown.row} onClose={close} />}
      {shown.kind === 'cancel' && (
        <ReasonModal
          title={`Cancel IPO ${shown.row.symbol}`}
          consequence={`Every application's hold is released and every payment for ${shown.row.symbol} is returned; paid positions are closed at cost. This cannot be undone.`}
          confirmLabel="Cancel the IPO"
          reasonLabel="Reason (kept with the offering and in the audit log)"
          danger
          pending={cancel.isPending}
          error={cancel.error}
          testIdPrefix="ipo-cancel"
          onConfirm={(reason) =>
            cancel.mutate(
              { id: shown.row.id, reason },
              {
                onSuccess: () => {
                  void message.success(`${shown.row.symbol} cancelled.`);
                  close();
                },
              },
            )
          }
          onClose={close}
        />
      )}
    </>
  );
}
