export default definePageConfig({ navigationBarTitleText: '选择基金经理', enablePullDownRefresh: true });
