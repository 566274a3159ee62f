import { HomeOutlined } from '@ant-design/icons';
import { Breadcrumb } from 'antd';
import { Link } from 'react-router-dom';
import type { AppRoute } from '@/shared/nav/routeTypes';

/** Breadcrumbs from the route table, starting at Home (screens and routes); `current` titles the page shown. */
export default function Breadcrumbs({ trail, current }: { trail: AppRoute[]; current?: string }) {
  const items = [
    {
      key: 'home',
      title: (
        <Link to="/log">
          <HomeOutlined /> 首页
        </Link>
      ),
    },
    ...trail
      .filter((r) => r.path !== '/log')
      .map((r, i, arr) => ({
        key: r.path,
        title:
          i < arr.length - 1 && r.redirect ? (
            <Link to={r.redirect}>{r.meta?.title}</Link>
          ) : i === arr.length - 1 && current ? (
            current
          ) : (
            r.meta?.title
          ),
      })),
  ];
  return <Breadcrumb items={items} aria-label="面包屑" style={{ margin: '4px 0' }} />;
}
