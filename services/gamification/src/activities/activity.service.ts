import { Injectable } from '@nestjs/common';
import { DASHBOARD_ACTIVITY_LIMIT, type Activity, type DashboardStats } from '@ecp/contracts';
import { ProgressRepository } from '../progress/progress.repository.js';
import { ActivityRepository, type ActivityRow } from './activity.repository.js';

const toActivity = (row: ActivityRow): Activity => ({
  id: row.id,
  activityType: row.activityType,
  description: typeof row.activityData.description === 'string' ? row.activityData.description : '',
  createdAt: row.createdAt.toISOString(),
});

@Injectable()
export class ActivityService {
  constructor(
    private readonly activities: ActivityRepository,
    private readonly progress: ProgressRepository,
  ) {}

  async list(userId: string, limit: number, offset: number): Promise<{ activities: Activity[]; total: number }> {
    const { rows, total } = await this.activities.page(userId, limit, offset);
    return { activities: rows.map(toActivity), total };
  }

  async dashboard(userId: string): Promise<{ stats: DashboardStats; recentActivities: Activity[] }> {
    const [stats, { activities }] = await Promise.all([this.progress.stats(userId), this.list(userId, DASHBOARD_ACTIVITY_LIMIT, 0)]);
    return { stats, recentActivities: activities };
  }
}
