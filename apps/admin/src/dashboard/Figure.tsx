import { Card, CardActionArea, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface FigureProps {
  title: string;
  value: ReactNode;
  detail?: ReactNode;
  icon: ReactNode;
  to: string;
}

/** One figure of the dashboard, opening the list it counts. */
export function Figure({ title, value, detail, icon, to }: FigureProps) {
  return (
    <Card sx={{ flex: '1 1 220px' }}>
      <CardActionArea component={Link} to={to} sx={{ height: '100%' }}>
        <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          <Typography component="span" color="primary" sx={{ display: 'flex', '& svg': { fontSize: 40 } }}>
            {icon}
          </Typography>
          <div>
            <Typography variant="body2" color="text.secondary">
              {title}
            </Typography>
            <Typography variant="h5" component="p">
              {value}
            </Typography>
            {detail ? (
              <Typography variant="body2" color="text.secondary">
                {detail}
              </Typography>
            ) : null}
          </div>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
