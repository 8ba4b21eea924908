import {
  formatCount,
  formatRupiah,
  formatRupiahCompact,
  type AdminDailyStats,
} from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useEffect, useRef } from 'react';
import { shortDay } from './day-labels';

// Only the parts this chart draws: chart.js tree-shakes the rest away. This module is loaded
// lazily by the dashboard, so chart.js never reaches the public pages or the other admin screens.
Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
);

const COLORS = { orders: '#2563eb', registrations: '#f59e0b', paidValue: '#16a34a' };

type DailyChartCanvasProps = { days: AdminDailyStats['days'] };

/** Bars for new orders and registrations (left axis), a line for the paid value (right axis). */
export default function DailyChartCanvas({ days }: DailyChartCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const chart = new Chart(canvas, {
      data: {
        labels: days.map((day) => shortDay(day.date)),
        datasets: [
          {
            type: 'bar',
            label: t('admin.dashboard.chart.orders'),
            data: days.map((day) => day.orders),
            backgroundColor: COLORS.orders,
            yAxisID: 'count',
            order: 2,
          },
          {
            type: 'bar',
            label: t('admin.dashboard.chart.registrations'),
            data: days.map((day) => day.registrations),
            backgroundColor: COLORS.registrations,
            yAxisID: 'count',
            order: 2,
          },
          {
            type: 'line',
            label: t('admin.dashboard.chart.paidValue'),
            data: days.map((day) => day.paidValue),
            borderColor: COLORS.paidValue,
            backgroundColor: COLORS.paidValue,
            pointRadius: 2,
            tension: 0.25,
            yAxisID: 'value',
            order: 1,
          },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: reducedMotion ? false : undefined,
        interaction: { mode: 'index', intersect: false },
        scales: {
          count: {
            type: 'linear',
            position: 'left',
            beginAtZero: true,
            ticks: { precision: 0 },
            title: { display: true, text: t('admin.dashboard.chart.countAxis') },
          },
          value: {
            type: 'linear',
            position: 'right',
            beginAtZero: true,
            grid: { drawOnChartArea: false },
            // Whole rupiah only: an empty month would otherwise tick at Rp 0,1 … Rp 1.
            suggestedMax: 1000,
            ticks: { precision: 0, callback: (value) => formatRupiahCompact(Number(value)) },
            title: { display: true, text: t('admin.dashboard.chart.valueAxis') },
          },
        },
        plugins: {
          legend: { position: 'bottom' },
          tooltip: {
            callbacks: {
              label: (context) =>
                context.dataset.yAxisID === 'value'
                  ? `${context.dataset.label}: ${formatRupiah(Number(context.parsed.y))}`
                  : `${context.dataset.label}: ${formatCount(Number(context.parsed.y))}`,
            },
          },
        },
      },
    });
    return () => chart.destroy();
  }, [days]);

  return (
    <canvas ref={canvasRef} role="img" aria-label={t('admin.dashboard.chart.label')}>
      {t('admin.dashboard.chart.label')}
    </canvas>
  );
}
