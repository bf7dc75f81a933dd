export default definePageConfig({ navigationBarTitleText: '股东详情', enablePullDownRefresh: true });
