import ReviewScreen from '../components/ReviewScreen';
import { EvidenceImages, ReviewFacts, Section } from '../components/Evidence';
import type { StudentCert } from '@contract/reviews';
import { REVIEW_WRITES } from '@contract/actions';

/** /user-manage/student-certificate (0703): student (occupational) certification of riders. */
export default function StudentCertificatePage() {
  return (
    <ReviewScreen<StudentCert>
      kind="student"
      code={[REVIEW_WRITES.studentApprove, REVIEW_WRITES.studentReject]}
      title="职业认证"
      keywordPlaceholder="姓名 / 手机号 / 学校 / 学号 / 申请编号"
      approveText="通过学生认证"
      columns={[
        { key: 'name', title: '证件姓名', dataIndex: 'name', width: 100 },
        { key: 'school', title: '学校', dataIndex: 'school', width: 170 },
        { key: 'studentNo', title: '学号', dataIndex: 'studentNo', width: 120 },
        { key: 'enrolYear', title: '入学年份', dataIndex: 'enrolYear', width: 90 },
      ]}
      detail={(r) => (
        <>
          <ReviewFacts
            row={r}
            extra={[
              { key: 'name', label: '证件姓名', children: r.name },
              { key: 'school', label: '学校', children: r.school },
              { key: 'studentNo', label: '学号', children: r.studentNo },
              { key: 'enrolYear', label: '入学年份', children: r.enrolYear },
            ]}
          />
          <Section title="学生证照片">
            <EvidenceImages images={r.images} captions={['封面', '信息页']} />
          </Section>
        </>
      )}
    />
  );
}
