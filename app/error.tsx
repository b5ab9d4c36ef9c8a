'use client';
import ErrorScreen from '@/components/layout/ErrorScreen';

export default ErrorScreen;
