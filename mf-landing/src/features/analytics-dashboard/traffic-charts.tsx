import { Cell, Legend, Line, LineChart, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import styled from 'styled-components';
import type { AnalyticsSummary } from './analytics-summary';

const COLORS = ['#ff4f8b', '#ffd23f', '#4fd1ff', '#5be49b', '#c4bcd9'];
const AXIS = { stroke: '#c4bcd9', fontSize: 11 };
const TOOLTIP = { contentStyle: { background: '#2a2240', border: '2px solid #000', color: '#f7f3ff' } };

const Figure = styled.figure`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  figcaption {
    margin-bottom: ${({ theme }) => theme.space(2)};
    font-weight: 700;
  }
`;

interface Props {
  daily: AnalyticsSummary['daily'];
  channels: AnalyticsSummary['channels'];
}

/** recharts lives only in this chunk, loaded when the overview opens. */
export function TrafficCharts({ daily, channels }: Props) {
  const hasChannels = channels.some((channel) => channel.value > 0);
  return (
    <>
      <Figure>
        <figcaption>Visitors and signups, last 30 days</figcaption>
        <ResponsiveContainer width="100%" height={200}>
          <LineChart data={daily} margin={{ top: 4, right: 8, bottom: 0, left: -16 }}>
            <XAxis dataKey="date" tick={AXIS} tickFormatter={(date: string) => date.slice(5)} minTickGap={24} />
            <YAxis tick={AXIS} />
            <Tooltip {...TOOLTIP} />
            <Legend />
            <Line type="monotone" dataKey="visitors" name="Visitors" stroke="#4fd1ff" strokeWidth={2} dot={false} />
            <Line type="monotone" dataKey="signups" name="Signups" stroke="#ff4f8b" strokeWidth={2} dot={false} />
          </LineChart>
        </ResponsiveContainer>
      </Figure>
      <Figure>
        <figcaption>Where visitors come from</figcaption>
        {!hasChannels && <p>No visits with a known source yet.</p>}
        <ResponsiveContainer width="100%" height={hasChannels ? 200 : 0}>
          <PieChart>
            <Pie data={channels} dataKey="value" nameKey="name" innerRadius={45} outerRadius={75} stroke="#14101f">
              {channels.map((channel, index) => (
                <Cell key={channel.name} fill={COLORS[index % COLORS.length]} />
              ))}
            </Pie>
            <Tooltip {...TOOLTIP} />
            <Legend layout="vertical" align="right" verticalAlign="middle" />
          </PieChart>
        </ResponsiveContainer>
      </Figure>
    </>
  );
}
