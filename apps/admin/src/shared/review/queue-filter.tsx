/** A queue's status switch and account search, above its table. */
import { Flex, Input, Segmented } from 'antd';
import { allStatuses, type QueueView } from './queue-view';

interface Props<S extends string> {
  /** Prefix of test ids, e.g. `deposits` gives `deposits-status-passed` and `deposits-search`. */
  testIdPrefix: string;
  statuses: readonly { value: 'pending' | S; label: string }[];
  view: QueueView<S>;
  onChange: (view: QueueView<S>) => void;
}

export function QueueFilter<S extends string>({ testIdPrefix, statuses, view, onChange }: Props<S>) {
  const options = [...statuses, { value: allStatuses, label: 'All' } as const].map((option) => ({
    value: option.value,
    label: <span data-testid={`${testIdPrefix}-status-${option.value}`}>{option.label}</span>,
  }));
  return (
    <Flex gap={16} wrap align="center" style={{ marginBottom: 16 }}>
      <Segmented<QueueView<S>['status']>
        options={options}
        value={view.status}
        onChange={(status) => onChange({ ...view, status, page: 1 })}
        aria-label="Status"
        data-testid={`${testIdPrefix}-status`}
      />
      <Input.Search
        key={view.keyword}
        defaultValue={view.keyword}
        placeholder="Account starts with…"
        allowClear
        enterButton="Search"
        inputMode="numeric"
        onSearch={(value) => onChange({ ...view, keyword: value.trim(), page: 1 })}
        style={{ maxWidth: 340 }}
        data-testid={`${testIdPrefix}-search`}
        aria-label="Search by account"
      />
    </Flex>
  );
}
