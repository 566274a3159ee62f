import { Outlet, useLocation } from 'react-router-dom';
import { useBranding, useDocumentTitle } from '@/shared/config/site';
import './userLayout.css';
import { now } from '@/shared/utils/clock';
import { zonedYear } from '@/shared/utils/zoneOffset';

/** The public pages' titles: the tab reads 登录 - <platform name>, never a signed-in page's title after logout. */
const TITLES: Record<string, string> = {
  '/login': '登录',
  '/register': '注册',
  '/register-result': '注册结果',
  '/404': '页面不存在',
};

/** The frame of the public pages: brand header, content card, company and filing footer. */
export default function UserLayout() {
  const brand = useBranding();
  useDocumentTitle(TITLES[useLocation().pathname]);
  return (
    <div className="user-layout">
      <header className="user-layout__brand">
        <img src={brand.logo} alt="" width={44} height={44} />
        <h1>{brand.title}</h1>
      </header>
      <main className="user-layout__main">
        <Outlet />
      </main>
      <footer className="user-layout__footer">
        <div>
          © {zonedYear(now())} {brand.company}
        </div>
        {brand.filing?.icp || brand.filing?.police ? (
          <div>
            {brand.filing.icp} {brand.filing.police}
          </div>
        ) : null}
      </footer>
    </div>
  );
}
