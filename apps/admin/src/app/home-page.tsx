/** The landing screen: a card for each section the signed-in role may open. */
import { Card, Col, Row, Typography } from 'antd';
import { Link } from 'react-router';
import { useStaff } from '../shared/session/session';
import { visibleSections } from './sections';

export function HomePage() {
  const staff = useStaff();
  const cards = visibleSections(staff.role).filter((section) => section.key !== 'home');
  return (
    <>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        Welcome, {staff.username}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Choose a section. What you see depends on your role; owners can also manage staff and change settings.
      </Typography.Paragraph>
      <Row gutter={[16, 16]}>
        {cards.map((section) => (
          <Col key={section.key} xs={24} md={12} xl={8}>
            <Link to={section.path} data-testid={`home-section-${section.key}`}>
              <Card hoverable title={section.title} style={{ height: '100%' }}>
                {section.summary}
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </>
  );
}
