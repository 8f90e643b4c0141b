import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createDashboardRouter, createQueryClient } from './app.tsx';
import './styles/dashboard.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App queryClient={createQueryClient()} router={createDashboardRouter()} />
  </StrictMode>,
);
