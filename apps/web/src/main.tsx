import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/app-providers';
import { AppStart } from './app/app-start';
import './first-load.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <AppStart />
    </AppProviders>
  </StrictMode>,
);
