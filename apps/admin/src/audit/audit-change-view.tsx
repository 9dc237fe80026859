/**
 * One audit entry's change as a small table: field, before, after, with changed fields
 * highlighted. Objects (staff records, settings) read far better this way than as two blocks
 * of wrapped JSON; each value is still shown as JSON, so a string and a number look different.
 */
import { Typography } from 'antd';
import { fieldChanges } from './audit-change';

const cell = {
  padding: '2px 8px',
  fontFamily: 'monospace',
  fontSize: 12,
  verticalAlign: 'top',
  overflowWrap: 'anywhere',
} as const;

export function AuditChangeView({ before, after }: { before: unknown; after: unknown }) {
  const changes = fieldChanges(before, after);
  if (changes.length === 0) return <Typography.Text type="secondary">No details recorded.</Typography.Text>;
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }} aria-label="Before and after">
      <thead>
        <tr style={{ color: 'rgba(0,0,0,0.45)', fontSize: 12, textAlign: 'left' }}>
          <th style={{ padding: '0 8px', fontWeight: 400, width: '30%' }}>field</th>
          <th style={{ padding: '0 8px', fontWeight: 400, width: '35%' }}>before</th>
          <th style={{ padding: '0 8px', fontWeight: 400 }}>after</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr
            key={change.field}
            data-changed={change.changed}
            style={change.changed ? { background: '#fffbe6', fontWeight: 600 } : { color: 'rgba(0,0,0,0.45)' }}
          >
            <td style={cell}>{change.field}</td>
            <td style={cell}>{change.before ?? '—'}</td>
            <td style={cell}>
              {change.changed ? '→ ' : ''}
              {change.after ?? '—'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
