import { formatClock, useCountdown } from './use-countdown';

/**
 * The time left until `deadline` as mm:ss (or `instead`): the one element of its screen drawn each
 * second, so that the screen around it is not.
 */
export function ClockFigures(props: { deadline: number | undefined; className: string; instead?: string }) {
  const left = useCountdown(props.deadline);
  return (
    <div className={props.className} data-testid="countdown">
      {props.instead ?? formatClock(left)}
    </div>
  );
}
