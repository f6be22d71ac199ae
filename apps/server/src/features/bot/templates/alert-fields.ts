/** Values an alert template can use besides the channel's (`ALERT_VARIABLES` in contracts). */
export type AlertFields = Partial<
  Record<
    | 'name'
    | 'months'
    | 'gifter'
    | 'count'
    | 'amount'
    | 'gift'
    | 'message'
    | 'title'
    | 'category'
    | 'uptime',
    string
  >
>;
