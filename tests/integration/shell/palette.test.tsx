/**
 * The command palette (issue 3 item 9): Ctrl+K / ⌘K opens it over the menu the
 * shell provides; title, path and pinyin-initial search; arrows, Enter, Esc.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import CommandPalette from '@/layouts/components/CommandPalette';
import { openPalette } from '@/layouts/components/paletteEvents';
import { MenuContext } from '@/shared/nav/menu';
import { SAMPLE_MENU } from '../../menus';

function Where() {
  const { pathname } = useLocation();
  return <output data-testid="where">{pathname}</output>;
}

function renderPalette(menu = SAMPLE_MENU) {
  const user = userEvent.setup();
  render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <MemoryRouter initialEntries={['/log']}>
        <MenuContext.Provider value={menu}>
          <CommandPalette />
          <Routes>
            <Route path="*" element={<Where />} />
          </Routes>
        </MenuContext.Provider>
      </MemoryRouter>
    </ConfigProvider>,
  );
  return { user };
}

/** Ctrl+K, then the search input once it has the focus. */
async function openWithKeys(user: ReturnType<typeof userEvent.setup>, keys = '{Control>}k{/Control}') {
  await user.keyboard(keys);
  const input = await screen.findByRole('combobox', { name: '搜索页面' });
  await waitFor(() => expect(input).toHaveFocus());
  return input;
}

const where = () => screen.getByTestId('where').textContent;
const options = () => within(screen.getByRole('listbox')).getAllByRole('option');

describe('command palette', () => {
  it('is closed until Ctrl+K, then lists every page as group / title with the input focused', async () => {
    const { user } = renderPalette();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('搜索页面')).toBeInTheDocument();
    const input = screen.getByRole('combobox', { name: '搜索页面' });
    await waitFor(() => expect(input).toHaveFocus());
    expect(options().map((o) => o.textContent)).toEqual([
      '运营大屏/screenHome',
      '车辆监控 / 运营地图/vehicle/operation-map',
      '车辆监控 / 车辆查询/vehicle/vehicle-query',
      '操作日志 / 车辆日志/operation/vehicle-log',
      '操作日志 / 设备日志/operation/device-log',
      '操作日志 / 操作员日志/operation/operator-log',
    ]);
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', options()[0].id);
  });

  it('⌘K opens it too', async () => {
    const { user } = renderPalette();
    expect(await openWithKeys(user, '{Meta>}k{/Meta}')).toBeInTheDocument();
  });

  it('typing pinyin initials finds the page and Enter goes there', async () => {
    const { user } = renderPalette();
    const input = await openWithKeys(user);
    await user.type(input, 'yydt');
    expect(options()).toHaveLength(1);
    expect(options()[0]).toHaveTextContent('车辆监控 / 运营地图');
    await user.keyboard('{Enter}');
    expect(where()).toBe('/vehicle/operation-map');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('finds pages by title and by path', async () => {
    const { user } = renderPalette();
    const input = await openWithKeys(user);
    await user.type(input, '查询');
    expect(options().map((o) => o.textContent)).toEqual(['车辆监控 / 车辆查询/vehicle/vehicle-query']);
    await user.clear(input);
    await user.type(input, 'operator-log');
    expect(options()).toHaveLength(1);
    expect(options()[0]).toHaveTextContent('操作员日志');
  });

  it('arrow keys move the highlight (wrapping), Enter opens the highlighted page', async () => {
    const { user } = renderPalette();
    await openWithKeys(user);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(options()[2]).toHaveAttribute('aria-selected', 'true');
    expect(options()[0]).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(options().at(-1)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(where()).toBe('/operation/operator-log');
  });

  it('a page outside the shell opens in the same window', async () => {
    const { user } = renderPalette();
    await user.type(await openWithKeys(user), 'yydp');
    expect(options()).toHaveLength(1);
    await user.keyboard('{Enter}');
    expect(where()).toBe('/screenHome');
  });

  it('clicking an option opens it', async () => {
    const { user } = renderPalette();
    await openWithKeys(user);
    await user.click(screen.getByRole('option', { name: /车辆查询/ }));
    expect(where()).toBe('/vehicle/vehicle-query');
  });

  it('no match shows 没有匹配的页面 and Enter does nothing', async () => {
    const { user } = renderPalette();
    await user.type(await openWithKeys(user), 'zzzz');
    expect(screen.getByText('没有匹配的页面')).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(where()).toBe('/log');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('Esc closes it and the next opening starts with an empty query', async () => {
    const { user } = renderPalette();
    await user.type(await openWithKeys(user), 'zzzz');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(where()).toBe('/log');
    expect(await openWithKeys(user)).toHaveValue('');
    expect(options()).toHaveLength(6);
  });

  it('the header search button opens it (palette event)', async () => {
    renderPalette();
    act(() => openPalette());
    expect(await screen.findByRole('combobox', { name: '搜索页面' })).toBeInTheDocument();
  });

  it('with an empty menu says there is nothing to open', async () => {
    const { user } = renderPalette([]);
    await user.keyboard('{Control>}k{/Control}');
    expect(await screen.findByText('没有匹配的页面')).toBeInTheDocument();
  });
});
