/** A time in a narrow table column: the date above the clock, so neither part wraps mid-way. */
import { Typography } from 'antd';
import { formatTime } from './format-time';

export function TimeCell({ iso }: { iso: string | null }) {
  const text = formatTime(iso);
  const space = text.indexOf(' ');
  if (iso === null || space < 0) return <>{text}</>;
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {text.slice(0, space)}
      <br />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {text.slice(space + 1)}
      </Typography.Text>
    </span>
  );
}
