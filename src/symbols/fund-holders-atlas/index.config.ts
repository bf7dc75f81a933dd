export default definePageConfig({ navigationBarTitleText: '股东图谱', enablePullDownRefresh: true });
