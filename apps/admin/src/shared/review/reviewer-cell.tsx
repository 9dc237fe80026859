/** Who decided an item, when, and why (for a rejection); a dash while it waits. */
import { Typography } from 'antd';
import { formatTime } from '../../ui/format-time';

interface Decided {
  reviewer: string | null;
  reviewedAt: string | null;
  reason: string | null;
}

export function ReviewerCell({ item }: { item: Decided }) {
  if (!item.reviewer) return <>—</>;
  return (
    <>
      {item.reviewer}
      <br />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {formatTime(item.reviewedAt)}
      </Typography.Text>
      {item.reason && (
        // One line at most, so a long reason cannot squeeze the amount and card columns; the
        // whole reason shows on hover.
        <Typography.Text
          type="secondary"
          style={{ fontSize: 12, display: 'block', maxWidth: 200 }}
          ellipsis={{ tooltip: item.reason }}
        >
          “{item.reason}”
        </Typography.Text>
      )}
    </>
  );
}
