/**
 * A member's tax account (issue 34): the type in force this year and next with every choice made,
 * this JST year's realised gain with the tax withheld and refunded, and NISA's allowance.
 * Read-only: the member chooses the type, and the rules set every amount.
 */
import { Alert, Descriptions, Table, Typography, type TableColumnsType } from 'antd';
import { errorMessage } from '../api';
import { formatTime } from '../ui/format-time';
import { formatYen } from '../ui/money';
import { useMemberTax, type MemberTax } from './member-tax';

type Choice = MemberTax['choices'][number];
const typeNames = {
  tokutei_withholding: '特定口座 with withholding',
  tokutei: '特定口座 without withholding',
  ippan: '一般口座',
} as const;

const choiceColumns: TableColumnsType<Choice> = [
  { title: 'Type', dataIndex: 'type', render: (type: Choice['type']) => typeNames[type] },
  { title: 'From (JST year)', dataIndex: 'effectiveYear' },
  { title: 'Chosen', dataIndex: 'chosenAt', render: (at: string) => formatTime(at) },
];

export function MemberTaxTab({ userId }: { userId: number }) {
  const tax = useMemberTax(userId);
  if (tax.isError) return <Alert type="error" showIcon message={errorMessage(tax.error)} />;
  const data = tax.data;
  return (
    <div data-testid="member-tax">
      <Descriptions size="small" column={1} bordered style={{ marginBottom: 16 }}>
        <Descriptions.Item label={`Type in ${data?.account.year ?? ''}`}>
          <span data-testid="member-tax-type">
            {data ? (data.account.type ? typeNames[data.account.type] : 'Not chosen') : '—'}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label="Type next year">
          {data ? (data.account.nextYearType ? typeNames[data.account.nextYearType] : 'Not chosen') : '—'}
        </Descriptions.Item>
        <Descriptions.Item label="Realised gain this year (taxable)">
          {data ? formatYen(data.account.realizedGain) : '—'}
        </Descriptions.Item>
        <Descriptions.Item label="Tax withheld this year">
          <span data-testid="member-tax-withheld">{data ? formatYen(data.account.withheld) : '—'}</span>
        </Descriptions.Item>
        <Descriptions.Item label="Tax refunded this year">{data ? formatYen(data.account.refunded) : '—'}</Descriptions.Item>
        <Descriptions.Item label="NISA">
          {data ? (data.nisa.openedAt ? `Opened ${formatTime(data.nisa.openedAt)}` : 'Not opened') : '—'}
        </Descriptions.Item>
        {data?.nisa.openedAt && (
          <Descriptions.Item label="NISA allowance">
            Year {formatYen(data.nisa.yearUsed)} of {formatYen(data.nisa.yearLimit)} · lifetime{' '}
            {formatYen(data.nisa.lifetimeUsed)} of {formatYen(data.nisa.lifetimeLimit)} · frees next year{' '}
            {formatYen(data.nisa.freesNextYear)}
          </Descriptions.Item>
        )}
      </Descriptions>
      <Typography.Title level={5}>Choices</Typography.Title>
      <Table<Choice>
        rowKey="effectiveYear"
        columns={choiceColumns}
        dataSource={data?.choices ?? []}
        loading={tax.isPending}
        pagination={false}
        size="small"
        locale={{ emptyText: 'No account type chosen yet.' }}
      />
    </div>
  );
}
