export default definePageConfig({ navigationBarTitleText: '基金经理榜单', enablePullDownRefresh: true });
