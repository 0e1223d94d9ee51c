import { Button, ErrorBlock } from 'antd-mobile';
import { useNavigate } from 'react-router';

/** What a screen says when what it would show is not there: a title, a line, and a way on. */
export function Missing({
  title,
  text,
  action,
  className = 'coming-soon',
  testId,
}: {
  title: string;
  text: string;
  action: { label: string; to: string };
  className?: string;
  testId: string;
}) {
  const navigate = useNavigate();
  return (
    <div className={className} data-testid={testId}>
      <ErrorBlock status="empty" title={title} description={text} />
      <Button color="primary" fill="outline" onClick={() => navigate(action.to)}>
        {action.label}
      </Button>
    </div>
  );
}
