import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import Access from '@/shared/auth/Access';
import type { AccessRule } from '@/shared/auth/access';

/** A list's primary 新增… button, for holders of `code`. */
export default function AddButton({
  code,
  onClick,
  children,
}: {
  code: AccessRule;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Access code={code}>
      <Button type="primary" icon={<PlusOutlined />} onClick={onClick}>
        {children}
      </Button>
    </Access>
  );
}
