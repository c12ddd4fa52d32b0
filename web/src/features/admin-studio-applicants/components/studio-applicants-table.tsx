import '../../../components/ui/data-table.css';
import { ClampedText } from '../../../components/ui/clamped-text';
import { formatDate, formatTime } from '../../../lib/format-date';
import type { StudioApplicant } from '../types';
import { DataTableWrap } from '../../../components/ui/data-table-wrap';

/**
 * Applicant (name, email, phone), Idea, Problem, Target users, Weekly hours, Applied. The contact details share a
 * column so the three long answers get the width; each long answer shows a few lines with 'Show more'. On a narrow
 * screen each row becomes a card whose cells carry their column's name (`data-label`).
 */
export function StudioApplicantsTable({ applicants }: { applicants: StudioApplicant[] }) {
  return (
    <DataTableWrap label="Studio applicants table">
      <table className="data-table data-table--stacked applicants-table">
        <thead>
          <tr>
            <th scope="col">Applicant</th>
            <th scope="col">Idea</th>
            <th scope="col">Problem</th>
            <th scope="col">Target users</th>
            <th scope="col">Weekly hours</th>
            <th scope="col">Applied</th>
          </tr>
        </thead>
        <tbody>
          {applicants.map((applicant) => (
            <tr key={applicant.id}>
              <td data-label="Applicant">
                <ApplicantContact applicant={applicant} />
              </td>
              <td data-label="Idea" className="applicants-table__answer">
                <ClampedText text={applicant.idea} lines={3} />
              </td>
              <td data-label="Problem" className="applicants-table__answer">
                <ClampedText text={applicant.problem} lines={3} />
              </td>
              <td data-label="Target users" className="applicants-table__answer">
                <ClampedText text={applicant.targetUsers} lines={3} />
              </td>
              <td data-label="Weekly hours" className="applicants-table__nowrap">
                {applicant.weeklyHours || '—'}
              </td>
              <td data-label="Applied" className="applicants-table__nowrap">
                <time className="applicants-table__when" dateTime={applicant.createdAt}>
                  <span>{formatDate(applicant.createdAt)}</span> <span>{formatTime(applicant.createdAt)}</span>
                </time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </DataTableWrap>
  );
}

function ApplicantContact({ applicant: { name, email, phone } }: { applicant: StudioApplicant }) {
  if (name === null && email === null) return <span className="applicants-table__erased">Personal data erased</span>;
  return (
    <div className="applicants-table__contact">
      <span className="applicants-table__name">{name ?? '—'}</span>
      {email && (
        <a className="applicants-table__email" href={`mailto:${email}`}>
          {email}
        </a>
      )}
      {phone && (
        <a className="applicants-table__phone" href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
          {phone}
        </a>
      )}
    </div>
  );
}
