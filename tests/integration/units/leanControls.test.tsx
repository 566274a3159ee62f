/**
 * The controls of the first load, drawn without antd: LeanButton behaves like antd's Button
 * where a person notices (a busy button neither acts nor submits, 登录 reads 登 录), and a
 * part loaded with themed() wears the colour the operator picked, like the signed-in pages.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { theme } from 'antd';
import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDisplay } from '@/shared/config/display';
import LeanButton from '@/shared/ui/LeanButton';
import { themed } from '@/shared/ui/theme/themed';

afterEach(() => useDisplay.getState().reset());

describe('LeanButton', () => {
  it('spaces a two-character Chinese label as antd does, and only that', () => {
    render(
      <>
        <LeanButton type="primary">登录</LeanButton>
        <LeanButton>获取验证码</LeanButton>
      </>,
    );
    expect(screen.getByRole('button', { name: '登 录' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeInTheDocument();
  });

  it('while loading says it is busy, ignores clicks and does not submit its form', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    const { rerender } = render(
      <form onSubmit={onSubmit}>
        <LeanButton type="primary" htmlType="submit" loading onClick={onClick}>
          登录
        </LeanButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: '登 录' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();

    rerender(
      <form onSubmit={onSubmit}>
        <LeanButton type="primary" htmlType="submit" onClick={onClick}>
          登录
        </LeanButton>
      </form>,
    );
    expect(button).not.toHaveAttribute('aria-busy');
    await user.click(button);
    expect(onClick).toHaveBeenCalledOnce();
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('disabled, it does nothing', async () => {
    const onClick = vi.fn();
    render(
      <LeanButton disabled onClick={onClick}>
        重试
      </LeanButton>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: '重 试' }));
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('themed()', () => {
  function Swatch() {
    const { token } = theme.useToken();
    return <span data-testid="swatch">{token.colorPrimary}</span>;
  }

  it('renders the part inside the console’s antd theme: the colour the operator picked', async () => {
    useDisplay.getState().set({ primaryColor: '#722ed1' });
    const Part = lazy(themed(() => Promise.resolve({ default: Swatch })));
    render(
      <Suspense fallback={null}>
        <Part />
      </Suspense>,
    );
    expect(await screen.findByTestId('swatch')).toHaveTextContent('#722ed1');
  });

  it('a part that fails to load fails the import (the page’s error boundary shows it)', async () => {
    await expect(
      themed<object>(() => Promise.reject(new Error('Failed to fetch dynamically imported module')))(),
    ).rejects.toThrow(/dynamically imported/);
  });
});
