/** The frame of every signed-in screen: the side menu of the role's sections and a header. */
import { Button, Layout, Menu, Space, Typography } from 'antd';
import { Link, Outlet, useLocation } from 'react-router';
import { useLogout } from '../shared/session/logout';
import { useSession, useStaff } from '../shared/session/session';
import { RoleTag } from '../ui/role-tag';
import { sectionOfPath, visibleSections } from './sections';

export function AppLayout() {
  const staff = useStaff();
  const { forget } = useSession();
  const logout = useLogout(forget);
  const location = useLocation();

  const items = visibleSections(staff.role).map((section) => ({
    key: section.key,
    label: (
      <Link to={section.path} data-testid={`menu-${section.key}`}>
        {section.title}
      </Link>
    ),
  }));

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider width={220} breakpoint="lg" collapsedWidth={0}>
        <div style={{ padding: '20px 24px', color: '#fff' }}>
          <div style={{ fontSize: 18, fontWeight: 600 }}>Kabuto</div>
          <div style={{ fontSize: 12, opacity: 0.65 }}>Back office</div>
        </div>
        <Menu
          theme="dark"
          mode="inline"
          items={items}
          selectedKeys={[sectionOfPath(location.pathname)]}
          aria-label="Sections"
          data-testid="menu"
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{ background: '#fff', padding: '0 24px', display: 'flex', justifyContent: 'flex-end', alignItems: 'center' }}
        >
          <Space size="middle">
            <Typography.Text>
              Signed in as <strong data-testid="header-username">{staff.username}</strong>
            </Typography.Text>
            <RoleTag role={staff.role} testId="header-role" />
            <Button onClick={() => logout.mutate()} loading={logout.isPending} data-testid="sign-out">
              Sign out
            </Button>
          </Space>
        </Layout.Header>
        <Layout.Content style={{ padding: 24 }}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
